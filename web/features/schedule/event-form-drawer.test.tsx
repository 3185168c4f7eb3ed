// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { EventFormDrawer } from './event-form-drawer';

const openDrawer = () => {
  const onClose = vi.fn();
  const rendered = renderWithApp(
    <EventFormDrawer
      orgId="00000000-0000-4000-8000-0000000000aa"
      timezone="America/New_York"
      mode={{ type: 'create', date: null }}
      onClose={onClose}
    />,
  );
  return { ...rendered, onClose };
};

describe('new team event drawer', () => {
  it('Escape in the date picker closes the calendar only; the typed title stays', async () => {
    const { user, onClose } = openDrawer();
    const title = await screen.findByLabelText(/Title/);
    await user.clear(title);
    await user.paste('Hill repeats');
    await user.click(screen.getByLabelText(/^Day/));
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Discard your changes?')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'New team event' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Title/).value).toBe('Hill repeats');
  });

  it('asks before closing a drawer with changes; Keep editing keeps them, Discard closes', async () => {
    const { user, onClose } = openDrawer();
    const title = await screen.findByLabelText(/Title/);
    await user.clear(title);
    await user.paste('Hill repeats');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Discard your changes?');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>(/Title/).value).toBe('Hill repeats');

    // Escape on the form asks too
    await user.click(screen.getByLabelText(/Location/));
    await user.keyboard('{Escape}');
    await screen.findByText('Discard your changes?');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing was changed', async () => {
    const { user, onClose } = openDrawer();
    await screen.findByLabelText(/Title/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard your changes?')).toBeNull();
  });
});

describe('weekly rule and start day', () => {
  it("moving the start day moves a weekly rule that names only the old start's weekday", async () => {
    const { user } = renderWithApp(
      <EventFormDrawer
        orgId="00000000-0000-4000-8000-0000000000aa"
        timezone="America/New_York"
        mode={{ type: 'create', date: '2026-04-13' }}
        onClose={vi.fn()}
      />,
    );
    await user.click(await screen.findByRole('switch', { name: 'Repeats every week' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Monday' }).checked).toBe(true);
    await user.click(screen.getByLabelText(/^Day/));
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull());
    const wednesday = [...document.querySelectorAll<HTMLButtonElement>('[data-dates-dropdown] button')].find(
      (b) => b.textContent === '15' && !b.hasAttribute('data-outside'),
    )!;
    await user.click(wednesday);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Wednesday' }).checked).toBe(true));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Monday' }).checked).toBe(false);
  });
});
