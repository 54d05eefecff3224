import { createGlobalStyle } from 'styled-components';

export const GlobalStyles = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* A closed panel is gone whatever display its component sets (a class beats the browser's own [hidden] rule). */
  [hidden] { display: none !important; }
  html {
    -webkit-text-size-adjust: 100%;
    color-scheme: ${({ theme }) => theme.colorScheme};
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: ${({ theme }) => theme.headingWeight};
    text-transform: ${({ theme }) => theme.headingTransform};
    line-height: 1.2;
    margin: 0 0 0.5em;
  }
  h1 { font-size: clamp(1.6rem, 1.2rem + 1.5vw, 2.25rem); }
  h2 { font-size: 1.35rem; }
  a { color: inherit; }
  img, svg { display: block; max-width: 100%; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
