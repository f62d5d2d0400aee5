// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';

afterEach(cleanup);

function Account() {
  const [tab, setTab] = useState('signin');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList label="Account">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">Sign-in form</TabsContent>
      <TabsContent value="signup">Sign-up form</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names the list, selects one tab and shows only its panel, labelled by the tab', () => {
    render(<Account />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Sign In' }).textContent).toBe('Sign-in form');
    expect(screen.queryByText('Sign-up form')).toBeNull();
  });

  it('switches panel when another tab is chosen', () => {
    render(<Account />);
    // Radix selects on mousedown (and on focus with the keyboard), as a native tab strip does.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign Up' }), { button: 0 });
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' }).textContent).toBe('Sign-up form');
  });

  it('moves between tabs with the arrow keys and selects the one focused', async () => {
    render(<Account />);
    const signIn = screen.getByRole('tab', { name: 'Sign In' });
    signIn.focus();
    fireEvent.keyDown(signIn, { key: 'ArrowRight' });
    const signUp = screen.getByRole('tab', { name: 'Sign Up' });
    // Radix moves the focus on the next tick.
    await waitFor(() => expect(document.activeElement).toBe(signUp));
    expect(signUp.getAttribute('aria-selected')).toBe('true');
  });
});
