import { PlaygroundPage } from '@/shell/PlaygroundPage';

export default PlaygroundPage;
