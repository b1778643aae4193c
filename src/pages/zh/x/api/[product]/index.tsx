import { ApiIndexPage } from '@/api/ApiIndexPage';
import { getApiIndexStaticPaths, getApiIndexStaticProps } from '@/api/build/apiIndexPageRoute';

export default ApiIndexPage;
export const getStaticPaths = getApiIndexStaticPaths;
export const getStaticProps = getApiIndexStaticProps('zh');
