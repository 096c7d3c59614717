/**
 * Lets the browser handle input and paint before what follows: a message to itself is a task of its own, as
 * React's scheduler makes them (a timer would be clamped, and a page's frozen clock never lets it fire).
 */
export const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
