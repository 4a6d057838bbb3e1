import { useEffect, useState } from 'react';

/** The time now, refreshed every 15 seconds: a join window opens on its own without a reload. */
export function useSessionClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
