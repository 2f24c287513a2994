/**
 * Starts scripts/serve.mjs in a child process for tests that need a build served
 * differently from the main one (another folder, below a wrong base path, or with README's hosting
 * headers). `port: 0` takes any free port; `onRequest` hears the path of every request.
 */
import {spawn} from 'node:child_process';

type Options = {port: number; dir?: string; prefix?: string; hostingHeaders?: boolean; onRequest?: (path: string) => void};

export async function startStaticServer(options: Options) {
  const args = ['scripts/serve.mjs', '--port', String(options.port)];
  if (options.hostingHeaders) {
    args.push('--hosting-headers');
  }
  if (options.onRequest) {
    args.push('--log-requests');
  }
  if (options.dir) {
    args.push('--dir', options.dir);
  }
  if (options.prefix) {
    args.push('--prefix', options.prefix);
  }
  const child = spawn(process.execPath, args, {stdio: ['ignore', 'pipe', 'inherit']});
  const url = await new Promise<string>((resolve, reject) => {
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const serving = line.match(/^Serving .* at (\S+)$/);
        if (serving) {
          resolve(serving[1]);
        } else if (line.startsWith('request ')) {
          options.onRequest?.(line.slice('request '.length));
        }
      }
    });
    child.on('exit', (code) => reject(new Error(`static server exited with code ${code}`)));
  });
  return {
    url,
    stop: () => child.kill(),
  };
}
