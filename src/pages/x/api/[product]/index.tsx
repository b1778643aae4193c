import { ApiPage } from '@/api/ApiPage';
import { getApiIndexStaticPaths, getApiIndexStaticProps } from '@/server/api/apiIndexPageRoute';
import { EN_STRINGS } from '@/i18n/strings/en';
import { withUiStrings } from '@/i18n/withUiStrings';

export default withUiStrings(ApiPage, EN_STRINGS);
export const getStaticPaths = getApiIndexStaticPaths;
export const getStaticProps = getApiIndexStaticProps('en');
