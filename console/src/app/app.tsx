/** The console's root: the sign-in screen until a key is accepted, then the shell; a key kept in the tab is checked first. */
import { useEffect, useState } from 'react';
import { fetchCurrentOperator, type Operator } from '../hooks/api/me';
import { storedKey, storeKey } from '../lib/client';
import { Shell } from './shell';
import { SignIn } from './sign-in';

export function App() {
  const [operator, setOperator] = useState<Operator | undefined>();
  const [checking, setChecking] = useState(storedKey() !== null);
  const [notice, setNotice] = useState<string | undefined>();
  // A key kept from earlier in this tab: check it is still live (it may have been revoked).
  useEffect(() => {
    if (!checking) return;
    fetchCurrentOperator().then(
      (me) => {
        setOperator(me);
        setChecking(false);
      },
      () => {
        storeKey(null);
        setNotice('Your session ended: sign in again.');
        setChecking(false);
      },
    );
  }, [checking]);
  if (checking) return <p>Loading…</p>;
  if (!operator) return <SignIn onSignedIn={setOperator} notice={notice} />;
  return (
    <Shell
      operator={operator}
      onSignOut={() => {
        storeKey(null);
        setOperator(undefined);
      }}
    />
  );
}
