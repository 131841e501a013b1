import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // HAAT_BUILD_DIR lets two builds (a benchmark and a test run, say) live side by side.
  buildDirectory: process.env.HAAT_BUILD_DIR ?? 'build',
} satisfies Config;
