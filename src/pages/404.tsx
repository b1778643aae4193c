import { NotFoundPage } from '@/shell/NotFoundPage';

export default NotFoundPage;
