import { useEffect, useState } from 'react';

/** The time now, refreshed every 15 seconds: a room's join button turns on by itself when the window opens. */
export function useRoomClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
