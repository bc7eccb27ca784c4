// /iam/{id}: a persona ("I am ...") page from GET /iam/{id}.
import { useParams } from '@/lib/router';
import { useApi } from '@/lib/use-api';
import { getPersona } from './api/get-persona';
import { ArticleView } from './components/article-view';

export default function PersonaPage() {
  const { id = '' } = useParams();
  const state = useApi((signal) => getPersona(id, signal), [id]);
  return <ArticleView state={state} id={id} kind="page" />;
}
