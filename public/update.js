// The update notice, fetched by every page's registration script (src/build/offline.ts) only when a
// new build's service worker is installing or waiting beside the one that serves the page. The new
// build waits until the reader chooses it, so a deploy never resets what a reader is doing; this
// says a new version is ready and offers Reload, which tells the waiting worker to take over and
// reloads the page when it has. Another open tab is offered the reload too, and none reloads by
// itself. "Not now" closes the notice until the next page. Plain JavaScript, as the site serves it.

const container = navigator.serviceWorker;
const registration = await container.getRegistration();

function show() {
  if (document.querySelector('.wh-update')) return;
  const notice = document.createElement('div');
  notice.className = 'wh-update';
  notice.innerHTML =
    '<p role="status"></p><span><button type="button" class="wh-primary">Reload</button><button type="button">Not now</button></span>';
  const [reload, later] = notice.querySelectorAll('button');
  reload.onclick = () => {
    const waiting = registration && registration.waiting;
    if (!waiting) return location.reload();
    container.addEventListener('controllerchange', () => location.reload());
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  later.onclick = () => notice.remove();
  document.body.append(notice);
  // Written once the live region is in the page, so that a screen reader announces it.
  setTimeout(() => {
    notice.firstChild.textContent = 'A new version of Worked Hands is ready.';
  }, 50);
}

/** Shows the notice once `worker` has installed (a waiting worker has). */
function watch(worker) {
  if (!worker) return;
  if (worker.state === 'installed') show();
  else worker.addEventListener('statechange', () => worker.state === 'installed' && show());
}

if (registration) {
  watch(registration.waiting || registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}
// Another tab took the new build: this page is now the old one.
container.addEventListener('controllerchange', show);
