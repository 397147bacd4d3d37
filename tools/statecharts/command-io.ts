/**
 * Where a QA command (npm run paths, npm run coverage:model) writes: the process's stdout and
 * stderr when run as a script, or a test's own buffers when run in process.
 */
export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
}

export const PROCESS_IO: CommandIo = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};
