import { ApiPage } from '@/api/ApiPage';
import { getApiIndexStaticPaths, getApiIndexStaticProps } from '@/api/build/apiIndexPageRoute';

export default ApiPage;
export const getStaticPaths = getApiIndexStaticPaths;
export const getStaticProps = getApiIndexStaticProps('en');
