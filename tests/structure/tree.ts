// The tree the structure checks read: the project's files on disk, or a small tree the test plants
// in memory (one per kind of violation, so kept off the disk).

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';

export interface Tree {
  /** Every file under `folder` (or `folder` itself, when it is a file), from the root, with slashes, sorted. */
  filesUnder(folder: string): string[];
  read(file: string): string;
}

/** The files under `root` on disk. */
export function diskTree(root: string): Tree {
  const walk = (path: string, out: string[]): void => {
    const full = posix.join(root, path);
    if (!existsSync(full)) return;
    if (!statSync(full).isDirectory()) out.push(path);
    else for (const name of readdirSync(full)) walk(posix.join(path, name), out);
  };
  return {
    filesUnder(folder) {
      const out: string[] = [];
      walk(folder, out);
      return out.sort();
    },
    read: (file) => readFileSync(posix.join(root, file), 'utf8'),
  };
}

/** A tree of `files`: each path from the root, with its text. */
export function memoryTree(files: Readonly<Record<string, string>>): Tree {
  const paths = Object.keys(files).sort();
  return {
    filesUnder: (folder) => paths.filter((path) => path === folder || path.startsWith(`${folder}/`)),
    read: (file) => files[file] ?? '',
  };
}
