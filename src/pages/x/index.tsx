import { RedirectPage } from '@/shell/RedirectPage';

export default function Index() {
  return <RedirectPage to="/x/introduction/" />;
}

Index.layout = 'bare';
