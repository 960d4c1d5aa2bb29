// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { groupsOf } from './chunks.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, moduleIds, imports, facadeModuleId: null, isEntry: false, ...extra }) as unknown as Rolldown.OutputChunk;

describe('groupsOf', () => {
  // entry -> react; App -> react, mui, ra; list -> mui, ra, table, form; loans -> table.
  const output = [
    chunk('index.js', ['/main.tsx'], ['react.js'], { isEntry: true, facadeModuleId: '/main.tsx' }),
    chunk('react.js', ['/node_modules/react/index.js', '/node_modules/react-dom/index.js']),
    chunk('App.js', ['/App.tsx'], ['react.js', 'mui.js', 'ra.js'], { facadeModuleId: '/App.tsx' }),
    chunk('mui.js', ['/node_modules/@mui/material/Button.js']),
    chunk('ra.js', ['/node_modules/ra-core/index.js'], ['mui.js']),
    chunk('CustomerList.js', ['/CustomerList.tsx'], ['mui.js', 'ra.js', 'table.js', 'form.js'], { facadeModuleId: '/CustomerList.tsx' }),
    chunk('table.js', ['/node_modules/ra-ui-materialui/DataTable.js'], ['form.js']),
    chunk('form.js', ['/node_modules/react-hook-form/index.js']),
    chunk('LoanList.js', ['/LoanList.tsx'], ['table.js'], { facadeModuleId: '/LoanList.tsx' }),
  ];

  it('puts what App.tsx loads beyond the entry in console and what the list loads beyond both in ra-list', () => {
    const groups = groupsOf(output, '/App.tsx', '/CustomerList.tsx');
    expect(Object.fromEntries(groups)).toEqual({
      '/node_modules/@mui/material/Button.js': 'console',
      '/node_modules/ra-core/index.js': 'console',
      '/node_modules/ra-ui-materialui/DataTable.js': 'ra-list',
      '/node_modules/react-hook-form/index.js': 'ra-list',
    });
  });

  it('leaves the entry, the screens themselves and chunks nobody of them loads alone', () => {
    const groups = groupsOf(output, '/App.tsx', '/CustomerList.tsx');
    for (const id of ['/main.tsx', '/node_modules/react/index.js', '/App.tsx', '/CustomerList.tsx', '/LoanList.tsx'])
      expect(groups.has(id)).toBe(false);
  });

  it('leaves out of both groups what the early call imports, so it does not wait for the console', () => {
    // App also imports request.js, which the early call needs.
    const withEarly = [
      ...output.filter((c) => c.fileName !== 'App.js'),
      chunk('App.js', ['/App.tsx'], ['react.js', 'mui.js', 'ra.js', 'request.js'], { facadeModuleId: '/App.tsx' }),
      chunk('catalogue-call.js', ['/catalogue-call.ts'], ['call.js'], { facadeModuleId: '/catalogue-call.ts' }),
      chunk('call.js', ['/shared/api/call.ts'], ['request.js']),
      chunk('request.js', ['/shared/request/request.ts']),
    ];
    const groups = groupsOf(withEarly, '/App.tsx', '/CustomerList.tsx', ['/catalogue-call.ts']);
    expect(groups.has('/shared/request/request.ts')).toBe(false);
    expect(groups.get('/node_modules/ra-core/index.js')).toBe('console');
    expect(groupsOf(withEarly, '/App.tsx', '/CustomerList.tsx').get('/shared/request/request.ts')).toBe('console');
  });

  it('groups nothing when the console is not a chunk of its own', () => {
    expect(groupsOf(output, '/Missing.tsx', '/CustomerList.tsx').size).toBe(0);
  });
});
