import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { App } from './App';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  // The shell passes errorBoundary in the mount props: a crash shows its '… is unavailable' with Retry.
  suppressComponentDidCatchWarning: true,
});

export const { bootstrap, mount, unmount } = lifecycles;
