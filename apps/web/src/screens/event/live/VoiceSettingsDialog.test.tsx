import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubSpeech } from './test/liveShow';
import { VoiceSettingsDialog } from './VoiceSettingsDialog';

describe('Voice Settings dialog', () => {
  it('has the documented slider ranges and saves every change', async () => {
    const spoken = stubSpeech();
    render(<VoiceSettingsDialog open onOpenChange={() => undefined} sampleCue={{ number: 4, action: 'Band on' }} />);
    const speed = screen.getByRole('slider', { name: 'Speed' });
    expect(speed).toHaveAttribute('min', '0.5');
    expect(speed).toHaveAttribute('max', '2');
    expect(speed).toHaveAttribute('step', '0.1');
    expect(screen.getByRole('slider', { name: 'Pitch' })).toHaveAttribute('max', '1.5');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('step', '0.05');
    fireEvent.change(speed, { target: { value: '1.5' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.45' } });
    expect(JSON.parse(localStorage.getItem('showCallerVoiceSettings')!)).toMatchObject({ rate: 1.5, volume: 0.45 });

    expect(screen.getByRole('checkbox', { name: 'Announce on standby' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Announce cue changes/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /Announce cue changes/ }));
    expect(JSON.parse(localStorage.getItem('voiceSettings')!)).toMatchObject({
      autoSpeak: { onStandby: true, onGo: true, onCueChange: true },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(spoken).toEqual([{ text: 'STAND BY cue 4: Band on', rate: 1.35, pitch: 1.1, volume: 0.45 }]);
  });

  it('says so, and stays silent, without speech synthesis', () => {
    render(<VoiceSettingsDialog open onOpenChange={() => undefined} sampleCue={null} />);
    expect(screen.getByText(/Speech is not available in this browser/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test' })).toBeDisabled();
  });
});
