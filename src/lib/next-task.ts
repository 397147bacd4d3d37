/**
 * A new task: a message the page posts to itself, the way React schedules its work. Used to give
 * the main thread back between two pieces of work (issue 33: no long task) and to run Preact's
 * effects as React runs them (src/renderer/preact-dom-client.ts). Never waits for a frame, so it
 * runs in a background tab and under a paused test clock too.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
