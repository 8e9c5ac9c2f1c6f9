import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BrowserMessages } from '../../src/schemas/browserMessages.ts';
import { CommonMessages } from '../../src/schemas/commonMessages.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { NotificationChoiceMessages } from '../../src/schemas/notificationChoiceMessages.ts';

// The browser carries the words its own code says (BrowserMessages), not the API's wording
// (messages.ts): a browser file importing messages.ts would put every message of the product back
// into the pages' JS, and a browser message nothing in src/ uses belongs with the API's.
const sources = execFileSync('git', ['ls-files', 'src'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('src/locales/') && !/src\/schemas\/(messages|browserMessages|commonMessages|notificationChoiceMessages)\.ts$/.test(file));

describe('the browser\'s messages', () => {
  it('no browser file imports the API\'s wording (messages.ts) at run time', () => {
    const importers = sources.filter((file) => /^import (?!type )[^;]*from '[./]*(schemas\/)?messages(\.ts)?';/m.test(readFileSync(file, 'utf8')));
    expect(importers).toEqual([]);
  });

  it('every browser message is said by browser code', () => {
    const code = sources.map((file) => readFileSync(file, 'utf8')).join('\n');
    const spread = new Set([...Object.keys(CommonMessages), ...Object.keys(NotificationChoiceMessages)]);
    const unused = Object.keys(BrowserMessages).filter((key) => !spread.has(key) && !new RegExp(`Messages\\.${key}\\b`).test(code));
    expect(unused).toEqual([]);
  });

  it('are all part of Messages, word for word', () => {
    for (const [key, words] of Object.entries(BrowserMessages)) expect(Messages[key as keyof typeof Messages], key).toBe(words);
  });
});
