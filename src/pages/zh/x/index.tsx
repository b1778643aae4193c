import { RedirectPage } from '@/shell/RedirectPage';

export default function Index() {
  return <RedirectPage to="/zh/x/introduction/" />;
}

Index.layout = 'bare';
