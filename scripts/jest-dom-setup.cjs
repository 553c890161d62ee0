// Testing Library's findBy and waitFor stop waiting after 1 s by default. On a busy two-core
// machine a whole page can take longer than that to render in jsdom, and a test then fails for
// the machine, not for the code. This is how long a query may wait, not an assertion about speed.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
