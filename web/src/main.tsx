// The entry: the site's styles and the choice of when the app starts (lib/app-start.ts). It holds
// neither React nor the app, so a page's load evaluates almost no script: the server's markup is
// the first screen as the app draws it, and it reads, scrolls and links without the app.
import { startWhenWanted } from '@/lib/app-start';
import '@/styles/global.css';

startWhenWanted((firstDisplay) => import('@/app/start').then(({ startApp }) => startApp(firstDisplay)));
