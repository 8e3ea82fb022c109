import { describe, expect, it } from 'vitest';
import { KIT_FILE_PLACEHOLDER, nameKitFile } from './kit-file-plugin';

describe('the kit file’s name in its own code', () => {
  it('replaces the placeholder in any quotes, and nothing else', () => {
    const code = `const a="${KIT_FILE_PLACEHOLDER}",b=\`${KIT_FILE_PLACEHOLDER}\`,c="${KIT_FILE_PLACEHOLDER}s";`;
    expect(nameKitFile(code, 'broker-widgets.js')?.code).toBe(
      `const a="broker-widgets.js",b="broker-widgets.js",c="${KIT_FILE_PLACEHOLDER}s";`,
    );
  });

  it('leaves a chunk without the placeholder alone', () => {
    expect(nameKitFile('export const a = 1;', 'chunks/a-x1.js')).toBeNull();
  });

  it('refuses a file whose name waits for its hash', () => {
    expect(() => nameKitFile(`"${KIT_FILE_PLACEHOLDER}"`, 'chunks/engine-!~{001}~.js')).toThrow(
      /named by its hash/,
    );
  });
});
