// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
// fireEvent, not user-event: user-event puts a clipboard of its own on navigator
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { CopyTextButton } from './copy-text-button';

// happy-dom's Clipboard, spied after the render: before a file's first render the test sees
// another navigator.clipboard than the component reads
const clipboardWith = (writeText: (text: string) => Promise<void>) =>
  vi.spyOn(Object.getPrototypeOf(navigator.clipboard) as Clipboard, 'writeText').mockImplementation(writeText);

afterEach(() => vi.restoreAllMocks());

describe('CopyTextButton', () => {
  it('copies the text and says so', async () => {
    renderWithApp(<CopyTextButton value="https://splits.test/feed/abc.ics" label="Copy address" what="the address above" />);
    const written: string[] = [];
    clipboardWith(async (text) => {
      written.push(text);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(written).toEqual(['https://splits.test/feed/abc.ics']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the browser refuses, says how to copy by hand; a later copy that works clears it', async () => {
    renderWithApp(<CopyTextButton value="ABCD-1234" label="Copy" what="the code" />);
    let refuse = true;
    clipboardWith(async () => {
      if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The browser did not let the page copy: select the code and copy it yourself.',
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });
});
