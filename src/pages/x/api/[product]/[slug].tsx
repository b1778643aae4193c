import { ApiPage } from '@/api/ApiPage';
import { getApiStaticPaths, getApiStaticProps } from '@/server/api/apiPageRoute';

export default ApiPage;
export const getStaticPaths = getApiStaticPaths;
export const getStaticProps = getApiStaticProps('en');
