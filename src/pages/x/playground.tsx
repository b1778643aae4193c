import { PlaygroundPage } from '@/shell/PlaygroundPage';
import { EN_STRINGS } from '@/i18n/strings/en';
import { withUiStrings } from '@/i18n/withUiStrings';

export default withUiStrings(PlaygroundPage, EN_STRINGS);
