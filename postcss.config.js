module.exports = {
  plugins: { tailwindcss: {} },
};
