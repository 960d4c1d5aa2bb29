import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeAt, routes, urlOf } from './routes.ts';
import { MemoryRouter } from '../test/memory-router.tsx';
import { Link, matchPath, NavLink, ParamsProvider, useLocation, useNavigate, useParams } from './router.tsx';

/** A concrete url of a route: each `:param` filled, a trailing `*` given one step. */
const sample = (path: string) => path.replace(/:(\w+)/g, 'p1').replace(/\*$/, 'step');

describe('the route table under first-match routing', () => {
  it("sends each route's own url to that route, not an earlier one", () => {
    for (const route of routes) {
      const url = sample(urlOf(route));
      expect(routeAt(url)?.route.name, url).toBe(route.name);
    }
    expect(routeAt('/payment/pay/42')?.params).toEqual({ id: '42' });
    expect(routeAt('/no-such-page')).toBeNull();
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

function GoButton() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/login?redirect=account', { replace: true })}>go</button>;
}

describe('the site router', () => {
  it('marks the link of the current page active and navigates with a query', async () => {
    render(
      <MemoryRouter path="/account/progress">
        <NavLink to="/account">Account</NavLink>
        <NavLink to="/account" end>
          Exact
        </NavLink>
        <GoButton />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Exact' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('status')).toHaveTextContent('/login?redirect=account');
  });
});

describe('matchPath', () => {
  it('takes :params of one segment, the rest after /*, a trailing slash and any case', () => {
    expect(matchPath('/payment/pay/:id', '/payment/pay/42')).toEqual({ id: '42' });
    expect(matchPath('/payment/pay/:id', '/payment/pay/42/more')).toBeNull();
    expect(matchPath('/financial-information/*', '/financial-information/bank/step-2')).toEqual({ '*': 'bank/step-2' });
    expect(matchPath('/login', '/login/')).toEqual({});
    expect(matchPath('/login', '/LOGIN')).toEqual({});
    expect(matchPath('/login', '/login-help')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
  });
});

function Loan() {
  return <p>loan {useParams().id}</p>;
}

describe('Link and params', () => {
  it('a plain click on a link navigates; a page reads the params it is given', async () => {
    render(
      <MemoryRouter path="/">
        <Link to="/payment/pay/7">Pay</Link>
        <ParamsProvider params={{ id: '7' }}>
          <Loan />
        </ParamsProvider>
        <Where />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Pay' }));
    expect(screen.getByRole('status')).toHaveTextContent('/payment/pay/7');
    expect(screen.getByText('loan 7')).toBeInTheDocument();
  });
});
