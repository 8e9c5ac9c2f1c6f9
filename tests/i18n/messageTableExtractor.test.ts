import { describe, expect, it } from 'vitest';
import { messageTableExtractor } from '../../scripts/i18n/messageTableExtractor.ts';

const extract = (filename: string, code: string) => {
  const ids: string[] = [];
  void messageTableExtractor.extract(filename, code, (message) => ids.push(message.id));
  return ids;
};

describe('the message-table extractor', () => {
  it('reads the tables of messages.ts: plain words, and messages made from values as ICU templates', () => {
    const code = `
      export const Messages = {
        ...CommonMessages,
        fillUp: 'Please fill up your field !',
        tooLong: (label: string, max: number): string => \`\${label} must be at most \${max} characters\`,
        tooLarge: (limitBytes: number): string => \`Request body is too large (limit \${formatBytes(limitBytes)})\`,
        count: 3,
      } as const;
      export const requiredMessage = (label: string): string => \`\${label} is required\`;
      const notExported = { x: 'Hidden words' };`;
    expect(extract('/repo/src/schemas/messages.ts', code)).toEqual([
      'Please fill up your field !',
      '{label} must be at most {max} characters',
      'Request body is too large (limit {limitBytes})',
      '{label} is required',
    ]);
  });

  it('reads only the titles of the route table', () => {
    const code = `export const routes = [{ pattern: '/login', page: 'LoginPage', title: 'Sign in' }, { pattern: '/', title: 'Home' }];`;
    expect(extract('/repo/src/schemas/routeTable.ts', code)).toEqual(['Sign in', 'Home']);
  });

  it('leaves every other file to the code extractor', () => {
    expect(messageTableExtractor.match('/repo/src/views/pages/LoginPage.tsx')).toBe(false);
    expect(messageTableExtractor.match('/repo/src/schemas/messages.ts')).toBe(true);
    expect(messageTableExtractor.match('C:\\repo\\src\\schemas\\routeTable.ts')).toBe(true);
  });
});
