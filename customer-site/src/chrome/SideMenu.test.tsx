import { describe, expect, it } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { renderAt } from '../test/render.tsx';
import { SideMenu } from './SideMenu.tsx';

/** At 375 px the banner and header end at 143 px; the panel opened at 64 px, under the header. */
describe('the mobile menu panel', () => {
  it('opens where the header ends, and follows it as the banner scrolls away', () => {
    const header = document.createElement('header');
    header.className = 'site-header';
    let bottom = 143;
    header.getBoundingClientRect = () => ({
      bottom,
      top: bottom - 64,
      left: 0,
      right: 375,
      width: 375,
      height: 64,
      x: 0,
      y: bottom - 64,
      toJSON: () => ({}),
    });
    document.body.append(header);
    const { container } = renderAt(<SideMenu open onClose={() => undefined} onLogout={() => undefined} />);
    const panel = container.querySelector<HTMLElement>('#side-menu');
    expect(panel?.style.top).toBe('143px');
    bottom = 64;
    act(() => void fireEvent.scroll(window));
    expect(panel?.style.top).toBe('64px');
    header.remove();
  });
});
