import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { App, preloadPitchPage } from './App';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  // The shell passes errorBoundary in the mount props: a crash shows its '… is unavailable' with Retry.
  suppressComponentDidCatchWarning: true,
});

export const { mount, unmount } = lifecycles;

/** A pitch page's code is loaded before the first mount, so its first render is the page itself. */
export async function bootstrap(props: Parameters<typeof lifecycles.bootstrap>[0]): Promise<void> {
  await Promise.all([lifecycles.bootstrap(props), preloadPitchPage(window.location.pathname)]);
}
