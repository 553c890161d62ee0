import React, { type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';

/**
 * A remote's single-spa lifecycles (bootstrap, mount, unmount) around its root component; each
 * remote's src/lifecycles.tsx exports them and the shell mounts them. Imported as
 * `@tpp/ui/lifecycles`, outside the package index, so single-spa-react stays out of the shared
 * @tpp/ui module that the shell loads on every page.
 */
export function remoteLifecycles(rootComponent: FunctionComponent) {
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent,
    // The shell passes errorBoundary in the mount props: a crash shows its '… is unavailable' with Retry.
    suppressComponentDidCatchWarning: true,
  });
}
