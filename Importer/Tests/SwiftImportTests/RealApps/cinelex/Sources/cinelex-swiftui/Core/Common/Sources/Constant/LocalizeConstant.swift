//
//  LocalizeConstant.swift
//  Common
//
//  Created by Esekiel Surbakti on 09/02/26.
//

public enum LocalizeConstant {

    public static var app: String { "app.name".localized }
    public static var nowPlaying: String { "now.playing".localized }
    public static var topRated: String { "top.rated".localized }
    public static var popular: String { "popular".localized }
    public static var upcoming: String { "upcoming".localized }
    public static var home: String { "home".localized }
    public static var search: String { "search".localized }
    public static var searchPrompt: String { "search.prompt".localized }
    public static var recommendations: String { "recommendations".localized }
    public static var cast: String { "cast".localized }
    public static var crew: String { "crew".localized }
    public static var director: String { "director".localized }
    public static var producer: String { "producer".localized }
    public static var writer: String { "writer".localized }
    public static var trailers: String { "trailers".localized }
}
