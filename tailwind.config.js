/** Tailwind builds only the utilities that Tailwind demo variants use; Material UI owns the base styles. */
module.exports = {
  content: ['./content/pages/**/*.tailwind.tsx'],
  corePlugins: { preflight: false },
  darkMode: ['selector', '[data-mui-color-scheme="dark"]'],
  theme: { extend: {} },
};
