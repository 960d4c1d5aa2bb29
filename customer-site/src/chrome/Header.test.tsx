import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { session } from '../session/session.ts';
import { aCustomer } from '../test/fixtures.ts';
import { fakeApi, renderAt } from '../test/render.tsx';
import { Header } from './Header.tsx';

describe('header', () => {
  it('truncates a long name with an ellipsis and keeps the whole name as its title', async () => {
    fakeApi({});
    const lastName = 'Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh';
    session.save('jwt-8', aCustomer({ firstName: 'Hubert Blaine', lastName }, ['approved']));
    renderAt(<Header blue={false} menuOpen={false} onToggleMenu={() => {}} onLogout={() => {}} />);
    // A signed-in customer's actions load with the first header that shows them.
    const name = await screen.findByText(`Hubert Blaine ${lastName}`);
    expect(name).toHaveClass('full-name', 'truncate');
    expect(name).toHaveAttribute('title', `Hubert Blaine ${lastName}`);
    // jsdom loads no style sheet: the rule itself is checked in the site's CSS.
    const css = readFileSync(join(import.meta.dirname, '../styles.css'), 'utf8');
    const rule = /\.truncate\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/text-overflow:\s*ellipsis/);
    expect(rule).toMatch(/overflow:\s*hidden/);
    expect(rule).toMatch(/white-space:\s*nowrap/);
    expect(css).toMatch(/\.full-name\s*\{[^}]*max-width:/);
  });
});
