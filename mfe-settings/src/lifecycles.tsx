import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Alert } from '@tpp/ui';
import { App } from './App';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: () => (
    <div className="tpp-page">
      <Alert tone="error">Something went wrong on this page. Please reload it or try again later.</Alert>
    </div>
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;
