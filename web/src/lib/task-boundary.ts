// A task boundary in the evaluation of the app's start (app/start.tsx): this module waits for the
// next task before it finishes evaluating, and the bundle evaluates the modules imported after it
// only then. Between React's DOM renderer and the app's own modules it splits the evaluation of
// the app, one long task, in two. A module is evaluated once: it splits in one place only.
import { nextTask } from './next-task';

await nextTask();
