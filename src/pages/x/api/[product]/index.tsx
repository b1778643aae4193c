import { ApiPage } from '@/api/ApiPage';
import { getApiIndexStaticPaths, getApiIndexStaticProps } from '@/server/api/apiIndexPageRoute';

export default ApiPage;
export const getStaticPaths = getApiIndexStaticPaths;
export const getStaticProps = getApiIndexStaticProps('en');
