import fs from 'node:fs';
import path from 'node:path';
import type { CommandContext } from './command-context.js';
import { EXIT_CODES } from './exit-codes.js';
import { message } from './messages.js';
import { formatBytes } from './output.js';
import { CliFailure, type Progress, type UploadFile } from './store-client.js';

/** A file named on the command line, checked before anything is sent. */
export async function localFile(context: CommandContext, file: string): Promise<UploadFile> {
  const language = context.connection.language;
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
    if (!stat.isFile()) throw Object.assign(new Error('not a file'), { code: 'EISDIR' });
    await fs.promises.access(file, fs.constants.R_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new CliFailure(
      EXIT_CODES.usage,
      message(language, 'unreadableFile', { value: file, reason }),
    );
  }
  const base = path.basename(file);
  const extension = path.extname(base).toLowerCase();
  return {
    path: file,
    // The store accepts letters, digits, hyphen, comma and period in a package's name.
    name: base.replace(/[^A-Za-z0-9,.-]/g, '-'),
    size: stat.size,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.zip': 'application/zip',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Percent of the file's bytes sent, on stderr, only for a person watching a terminal. */
export function progressOf(context: CommandContext, file: UploadFile): Progress | null {
  const { output } = context;
  if (output.json || !output.streams.stderr.isTTY) return null;
  let shown = -1;
  return (sent, total) => {
    const percent = total === 0 ? 100 : Math.floor((sent / total) * 100);
    if (percent === shown) return;
    shown = percent;
    const line = message(context.connection.language, 'uploading', {
      file: file.name,
      percent,
      sent: formatBytes(sent),
      total: formatBytes(total),
    });
    output.streams.stderr.write(`\r${line}${sent >= total ? '\n' : ''}`);
  };
}
