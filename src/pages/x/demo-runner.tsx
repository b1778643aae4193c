import { RunnerPage } from '@/content/demo/liveEdit/runner/RunnerPage';

// The sandboxed frame in which a reader's edited demo runs, served with a policy of its own
// (see docs/decisions/0007-sandboxed-demo-runner.md).
export default RunnerPage;
