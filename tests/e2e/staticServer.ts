/**
 * Starts scripts/serve.mjs in a child process for tests that need a build served
 * differently from the main one (another folder, or below a wrong base path).
 */
import {spawn} from 'node:child_process';

export async function startStaticServer(options: {port: number; dir?: string; prefix?: string}) {
  const args = ['scripts/serve.mjs', '--port', String(options.port)];
  if (options.dir) {
    args.push('--dir', options.dir);
  }
  if (options.prefix) {
    args.push('--prefix', options.prefix);
  }
  const child = spawn(process.execPath, args, {stdio: ['ignore', 'pipe', 'inherit']});
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    child.on('exit', (code) => reject(new Error(`static server exited with code ${code}`)));
  });
  return {
    url: `http://localhost:${options.port}${options.prefix ?? '/'}`,
    stop: () => child.kill(),
  };
}
