import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_CODE_NOT_FOUND } from '@showcaller/shared';
import { mockFetch } from '@/test/render';
import { CodePage } from './CodePage';
import { CrewApp } from './CrewApp';
import { readCrewSession } from './crewSession';
import { bodiesOf, crewServer, EVENT_ID, goTo } from './test/crewFixtures';

afterEach(() => {
  goTo('/');
  window.sessionStorage.clear();
});

const departmentAccess = {
  kind: 'department',
  token: 'crew-token',
  eventId: EVENT_ID,
  eventName: 'Spring Gala',
  department: { id: 10, name: 'Sound' },
};

describe('code pages', () => {
  it('tries a code from the URL at once and opens the department view', async () => {
    const fetchMock = crewServer((method, url) => (method === 'POST' && url === '/api/access' ? { body: departmentAccess } : undefined));
    goTo('/department-login/abc-234');
    render(<CrewApp />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sound' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/access')).toEqual([{ code: 'ABC234' }]);
    expect(window.location.pathname).toBe('/department/ABC234');
    expect(readCrewSession('ABC234')).toEqual({ token: 'crew-token', eventId: EVENT_ID, department: { id: 10, name: 'Sound' } });
    expect(JSON.parse(window.localStorage.getItem('crewSession:ABC234') ?? '')).toMatchObject({ token: 'crew-token' });
  });

  it("shows the server's words when a code is refused, and keeps the code", async () => {
    mockFetch(() => ({ status: 404, body: { error: ACCESS_CODE_NOT_FOUND } }));
    goTo('/department-login/ZZZ999');
    render(<CrewApp />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_CODE_NOT_FOUND);
    expect(screen.getByRole('heading', { level: 1, name: 'Enter access code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Access code')).toHaveValue('ZZZ999');
    expect(screen.getByLabelText('Access code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('/department-login/access tries nothing; typing and pasting are cleaned up; 429 is explained', async () => {
    const fetchMock = mockFetch(() => ({ status: 429, body: { error: 'Too many attempts. Please wait 42 seconds and try again.' } }));
    goTo('/department-login/access');
    render(<CrewApp />);
    const input = screen.getByLabelText('Access code');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an access code.');
    await userEvent.type(input, 'abc 2-34xyz');
    expect(input).toHaveValue('ABC234');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('http://venue.local:3000/department/k7qx2m');
    expect(input).toHaveValue('K7QX2M');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Too many attempts. Please wait 42 seconds and try again.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/access')).toEqual([{ code: 'K7QX2M' }]);
  });

  it('a show caller code keeps the token for this tab and opens /event/{id}', async () => {
    mockFetch(() => ({ body: { kind: 'caller', token: 'caller-token', eventId: EVENT_ID, eventName: 'Spring Gala' } }));
    const openPage = vi.fn();
    render(<CodePage initialCode={null} notice={null} openPage={openPage} />);
    await userEvent.type(screen.getByLabelText('Access code'), 'CALLR2{Enter}');
    await waitFor(() => expect(openPage).toHaveBeenCalledWith(`/event/${EVENT_ID}`));
    expect(window.sessionStorage.getItem(`callerToken:${EVENT_ID}`)).toBe('caller-token');
    expect(screen.getByRole('button', { name: 'Opening the show…' })).toBeDisabled();
  });

  it('/department-access shows the form, and a notice when sent back', async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    window.history.replaceState({ notice: 'This access code was changed. Enter the new code.' }, '', '/department-access');
    render(<CrewApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Enter access code' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This access code was changed. Enter the new code.');
  });
});
