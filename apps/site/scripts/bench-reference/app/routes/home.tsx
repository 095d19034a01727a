import { useState } from 'react';

export default function Home() {
  const [presses, setPresses] = useState(0);
  return (
    <main>
      <h1>Reference page</h1>
      <p>React Router 7 and React 19, prerendered and hydrated, with one stateful button.</p>
      <button type="button" onClick={() => setPresses(presses + 1)}>
        Pressed {presses} times
      </button>
    </main>
  );
}
