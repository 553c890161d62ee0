// Style sheets are bundled by rspack (type css/auto); TypeScript only needs to know they exist.
declare module '*.css';
