import { describe, expect, it } from 'vitest';
import { cueCreateSchema, cuePatchSchema } from './cue.js';
import { registerSchema, loginSchema } from './auth.js';
import { clientMessage } from '../protocol.js';

describe('shared schemas', () => {
  it('normalises cue times and refuses bad ones', () => {
    expect(cueCreateSchema.parse({ eventId: 1, action: ' Open ', time: '9:00' })).toMatchObject({
      time: '09:00:00',
      action: 'Open',
      duration: null,
      notes: null,
      colorMark: '',
    });
    expect(cueCreateSchema.safeParse({ eventId: 1, action: 'x', time: '25:00' }).success).toBe(false);
    expect(cueCreateSchema.safeParse({ eventId: 1, action: '   ' }).success).toBe(false);
  });
  it('accepts only whole non-negative durations and palette-shaped colours', () => {
    expect(cuePatchSchema.safeParse({ duration: 1.5 }).success).toBe(false);
    expect(cuePatchSchema.safeParse({ duration: -1 }).success).toBe(false);
    expect(cuePatchSchema.safeParse({ duration: null }).success).toBe(true);
    expect(cuePatchSchema.safeParse({ colorMark: 'red' }).success).toBe(false);
    expect(cuePatchSchema.parse({ colorMark: '#ff69b4' })).toEqual({ colorMark: '#FF69B4' });
    expect(cuePatchSchema.safeParse({ unknownField: 1 }).success).toBe(false);
  });
  it('refuses a bad registration and an empty login with the messages the forms show', () => {
    const r = registerSchema.safeParse({ username: 'ab', name: 'A', email: 'x', password: 'short', confirmPassword: 'other' });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Username must be at least 3 characters',
        'Name is required',
        'Please enter a valid email',
        'Password must be at least 8 characters',
        'Please confirm your password',
      ]),
    );
    const l = loginSchema.safeParse({ username: '', password: '' });
    expect(l.error!.issues.map((i) => i.message)).toEqual(['Username is required', 'Password is required']);
  });
  it('checks WebSocket frames', () => {
    expect(clientMessage.safeParse({ type: 'subscribeEvent', eventId: 3, token: 'abc' }).success).toBe(true);
    expect(clientMessage.safeParse({ type: 'subscribeEvent', eventId: 'x' }).success).toBe(false);
    expect(clientMessage.safeParse({ type: 'nope' }).success).toBe(false);
    expect(clientMessage.safeParse({ type: 'command', eventId: 1, command: 'explode' }).success).toBe(false);
  });
});
