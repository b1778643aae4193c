export interface Movie {
  id: number;
  title: string;
  year: number;
  director: string;
  company: string;
  /** Worldwide box office, US dollars. */
  gross: number;
  imdbRating: number;
}

/** Well-known films with approximate public figures; enough for sorting, grouping and aggregation demos. */
export const MOVIES: Movie[] = [
  { id: 1, title: 'Avatar', year: 2009, director: 'James Cameron', company: '20th Century Fox', gross: 2_923_000_000, imdbRating: 7.9 },
  { id: 2, title: 'Avengers: Endgame', year: 2019, director: 'Anthony Russo', company: 'Disney Studios', gross: 2_799_000_000, imdbRating: 8.4 },
  { id: 3, title: 'Titanic', year: 1997, director: 'James Cameron', company: '20th Century Fox', gross: 2_264_000_000, imdbRating: 7.9 },
  { id: 4, title: 'Star Wars: The Force Awakens', year: 2015, director: 'J. J. Abrams', company: 'Disney Studios', gross: 2_068_000_000, imdbRating: 7.8 },
  { id: 5, title: 'Avengers: Infinity War', year: 2018, director: 'Anthony Russo', company: 'Disney Studios', gross: 2_048_000_000, imdbRating: 8.4 },
  { id: 6, title: 'Jurassic World', year: 2015, director: 'Colin Trevorrow', company: 'Universal Pictures', gross: 1_671_000_000, imdbRating: 7.0 },
  { id: 7, title: 'The Lion King', year: 2019, director: 'Jon Favreau', company: 'Disney Studios', gross: 1_663_000_000, imdbRating: 6.8 },
  { id: 8, title: 'The Avengers', year: 2012, director: 'Joss Whedon', company: 'Disney Studios', gross: 1_519_000_000, imdbRating: 8.0 },
  { id: 9, title: 'Furious 7', year: 2015, director: 'James Wan', company: 'Universal Pictures', gross: 1_516_000_000, imdbRating: 7.1 },
  { id: 10, title: 'Frozen II', year: 2019, director: 'Chris Buck', company: 'Disney Studios', gross: 1_450_000_000, imdbRating: 6.8 },
  { id: 11, title: 'Avengers: Age of Ultron', year: 2015, director: 'Joss Whedon', company: 'Disney Studios', gross: 1_402_000_000, imdbRating: 7.3 },
  { id: 12, title: 'Black Panther', year: 2018, director: 'Ryan Coogler', company: 'Disney Studios', gross: 1_347_000_000, imdbRating: 7.3 },
  { id: 13, title: 'Harry Potter and the Deathly Hallows: Part 2', year: 2011, director: 'David Yates', company: 'Warner Bros. Pictures', gross: 1_342_000_000, imdbRating: 8.1 },
  { id: 14, title: 'Star Wars: The Last Jedi', year: 2017, director: 'Rian Johnson', company: 'Disney Studios', gross: 1_332_000_000, imdbRating: 6.9 },
  { id: 15, title: 'Jurassic World: Fallen Kingdom', year: 2018, director: 'J. A. Bayona', company: 'Universal Pictures', gross: 1_310_000_000, imdbRating: 6.1 },
  { id: 16, title: 'Frozen', year: 2013, director: 'Chris Buck', company: 'Disney Studios', gross: 1_290_000_000, imdbRating: 7.4 },
  { id: 17, title: 'Beauty and the Beast', year: 2017, director: 'Bill Condon', company: 'Disney Studios', gross: 1_263_000_000, imdbRating: 7.1 },
  { id: 18, title: 'Incredibles 2', year: 2018, director: 'Brad Bird', company: 'Disney Studios', gross: 1_243_000_000, imdbRating: 7.6 },
  { id: 19, title: 'The Fate of the Furious', year: 2017, director: 'F. Gary Gray', company: 'Universal Pictures', gross: 1_236_000_000, imdbRating: 6.6 },
  { id: 20, title: 'Iron Man 3', year: 2013, director: 'Shane Black', company: 'Disney Studios', gross: 1_214_000_000, imdbRating: 7.1 },
  { id: 21, title: 'Minions', year: 2015, director: 'Pierre Coffin', company: 'Universal Pictures', gross: 1_159_000_000, imdbRating: 6.4 },
  { id: 22, title: 'Captain America: Civil War', year: 2016, director: 'Anthony Russo', company: 'Disney Studios', gross: 1_153_000_000, imdbRating: 7.8 },
  { id: 23, title: 'Aquaman', year: 2018, director: 'James Wan', company: 'Warner Bros. Pictures', gross: 1_148_000_000, imdbRating: 6.8 },
  { id: 24, title: 'The Lord of the Rings: The Return of the King', year: 2003, director: 'Peter Jackson', company: 'New Line Cinema', gross: 1_146_000_000, imdbRating: 9.0 },
  { id: 25, title: 'Spider-Man: Far From Home', year: 2019, director: 'Jon Watts', company: 'Sony Pictures', gross: 1_132_000_000, imdbRating: 7.4 },
  { id: 26, title: 'Captain Marvel', year: 2019, director: 'Anna Boden', company: 'Disney Studios', gross: 1_128_000_000, imdbRating: 6.8 },
  { id: 27, title: 'Transformers: Dark of the Moon', year: 2011, director: 'Michael Bay', company: 'Paramount Pictures', gross: 1_123_000_000, imdbRating: 6.2 },
  { id: 28, title: 'Skyfall', year: 2012, director: 'Sam Mendes', company: 'Sony Pictures', gross: 1_108_000_000, imdbRating: 7.8 },
  { id: 29, title: 'The Dark Knight Rises', year: 2012, director: 'Christopher Nolan', company: 'Warner Bros. Pictures', gross: 1_081_000_000, imdbRating: 8.4 },
  { id: 30, title: 'Toy Story 4', year: 2019, director: 'Josh Cooley', company: 'Disney Studios', gross: 1_073_000_000, imdbRating: 7.7 },
];
