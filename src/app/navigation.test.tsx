// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory, resolvePath, type AppHistory } from './history.ts';
import {
  Link,
  Navigate,
  Router,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from './navigation.tsx';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <p data-testid="where">{`${type} ${location.pathname}${location.search}${location.hash}|${JSON.stringify(location.state)}`}</p>
  );
}

function renderAt(history: AppHistory, children: React.ReactNode) {
  return render(
    <Router history={history}>
      {children}
      <Where />
    </Router>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('resolvePath', () => {
  it('keeps a string and fills an object from the current path', () => {
    expect(resolvePath('/login?x=1#h', { pathname: '/chat' })).toBe('/login?x=1#h');
    expect(resolvePath({ search: '?c=1' }, { pathname: '/chat' })).toBe('/chat?c=1');
    expect(resolvePath({ search: 'c=1', hash: 'top' }, { pathname: '/chat' })).toBe('/chat?c=1#top');
    expect(resolvePath({ pathname: '/chat', search: '', hash: '' }, { pathname: '/' })).toBe('/chat');
  });
});

describe('Link', () => {
  it('is a real link that navigates in place on a plain click, with its state', async () => {
    const history = createMemoryHistory('/');
    renderAt(
      history,
      <Link to="/login" state={{ view: 'reset' }}>
        Log in
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/login');
    await act(async () => fireEvent.click(link));
    expect(where()).toBe('PUSH /login|{"view":"reset"}');
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    const history = createMemoryHistory('/');
    renderAt(history, <Link to="/login">Log in</Link>);
    await act(async () => fireEvent.click(screen.getByRole('link'), { ctrlKey: true }));
    expect(where()).toBe('POP /|null');
  });
});

describe('Navigate and useNavigate', () => {
  it('redirects once rendered, replacing the entry', async () => {
    const history = createMemoryHistory('/old');
    await act(async () => {
      renderAt(history, <Navigate to="/chat" replace state={{ from: '/old' }} />);
    });
    expect(where()).toBe('REPLACE /chat|{"from":"/old"}');
    history.back();
    expect(history.location.pathname).toBe('/chat');
  });

  it('Back returns to the previous entry as a POP with its own key', async () => {
    const history = createMemoryHistory('/chat');
    let navigate: ReturnType<typeof useNavigate> = () => {};
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    renderAt(history, <Grab />);
    const firstKey = history.location.key;
    await act(async () => navigate({ search: '?c=a' }));
    await act(async () => navigate({ search: '?c=b' }));
    expect(where()).toBe('PUSH /chat?c=b|null');
    expect(history.location.key).not.toBe(firstKey);
    await act(async () => history.back());
    expect(where()).toBe('POP /chat?c=a|null');
  });
});

describe('useSearchParams', () => {
  it('reads the query and replaces it, keeping the state', async () => {
    const history = createMemoryHistory('/login?register=true&x=1');
    function Params() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          onClick={() => {
            const next = new URLSearchParams(params);
            next.delete('register');
            setParams(next, { replace: true, state: { from: '/chat' } });
          }}
        >
          {params.get('register') ?? 'none'}
        </button>
      );
    }
    renderAt(history, <Params />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('true');
    await act(async () => fireEvent.click(button));
    expect(button.textContent).toBe('none');
    expect(where()).toBe('REPLACE /login?x=1|{"from":"/chat"}');
  });
});

describe('createBrowserHistory', () => {
  it('pushes entries with state and a key, and follows Back (popstate)', async () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory(window);
    expect(history.location).toMatchObject({ pathname: '/start', state: null, key: 'default' });
    history.navigate('/chat?c=1', { state: { from: '/x' } });
    expect(window.location.pathname + window.location.search).toBe('/chat?c=1');
    expect(history.location).toMatchObject({ pathname: '/chat', search: '?c=1', state: { from: '/x' } });
    expect(history.action).toBe('PUSH');
    const seen: string[] = [];
    const stop = history.listen(() => seen.push(`${history.action} ${history.location.pathname}`));
    window.history.replaceState(null, '', '/start');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen).toEqual(['POP /start']);
    stop();
  });
});
