/**
 * UK cities and larger towns with the position of their centre, written for this project from
 * general knowledge (no gazetteer was copied). One line each: "Name lat lng"; other names a
 * shopper may type follow the first, separated by "/" ("Kingston upon Hull/Hull 53.74 -0.33").
 * Post towns of the district table are found too (districts.ts), so this list holds the places
 * a shopper is likeliest to type and those whose district is named after something else.
 */
export const TOWNS = `
Aberdeen 57.149 -2.094
Aberystwyth 52.415 -4.083
Abingdon/Abingdon-on-Thames 51.671 -1.282
Accrington 53.753 -2.364
Airdrie 55.866 -3.980
Aldershot 51.248 -0.763
Alloa 56.116 -3.793
Altrincham 53.387 -2.349
Andover 51.208 -1.480
Antrim 54.716 -6.221
Arbroath 56.560 -2.588
Armagh 54.350 -6.653
Ashford 51.146 0.875
Ashington 55.181 -1.568
Aylesbury 51.816 -0.812
Ayr 55.458 -4.629
Banbury 52.063 -1.340
Bangor 53.227 -4.129
Barnsley 53.553 -1.480
Barnstaple 51.080 -4.058
Barrow-in-Furness/Barrow 54.111 -3.227
Barry 51.399 -3.284
Basildon 51.576 0.489
Basingstoke 51.267 -1.092
Bath 51.381 -2.359
Batley 53.716 -1.627
Bedford 52.136 -0.468
Belfast 54.597 -5.930
Berwick-upon-Tweed/Berwick 55.771 -2.007
Beverley 53.845 -0.427
Bexhill-on-Sea/Bexhill 50.840 0.471
Bicester 51.900 -1.153
Birkenhead 53.393 -3.014
Birmingham 52.486 -1.890
Bishop Auckland 54.664 -1.677
Bishop's Stortford 51.872 0.164
Blackburn 53.749 -2.484
Blackpool 53.817 -3.036
Blyth 55.127 -1.508
Bognor Regis 50.783 -0.676
Bolton 53.578 -2.429
Bootle 53.446 -2.995
Boston 52.979 -0.027
Bournemouth 50.720 -1.880
Bracknell 51.413 -0.751
Bradford 53.796 -1.759
Braintree 51.879 0.553
Brentwood 51.621 0.306
Bridgend 51.505 -3.577
Bridgwater 51.128 -3.003
Bridlington 54.083 -0.193
Brighton/Brighton and Hove 50.823 -0.137
Bristol 51.455 -2.588
Bromley 51.406 0.015
Bromsgrove 52.335 -2.057
Burnley 53.790 -2.248
Burton upon Trent/Burton-on-Trent/Burton 52.803 -1.633
Bury 53.593 -2.298
Bury St Edmunds 52.246 0.711
Buxton 53.259 -1.911
Caernarfon 53.140 -4.273
Camberley 51.337 -0.742
Cambridge 52.205 0.122
Cannock 52.691 -2.031
Canterbury 51.280 1.079
Cardiff 51.482 -3.179
Cardigan 52.083 -4.661
Carlisle 54.893 -2.933
Carmarthen 51.857 -4.312
Castleford 53.725 -1.362
Chatham 51.378 0.528
Chelmsford 51.736 0.469
Cheltenham 51.899 -2.078
Chepstow 51.642 -2.675
Chester 53.193 -2.893
Chesterfield 53.235 -1.421
Chichester 50.838 -0.775
Chippenham 51.460 -2.119
Chorley 53.653 -2.632
Christchurch 50.735 -1.778
Cirencester 51.719 -1.968
Clacton-on-Sea/Clacton 51.789 1.156
Coalville 52.723 -1.370
Colchester 51.896 0.892
Coleraine 55.133 -6.669
Colwyn Bay 53.295 -3.727
Congleton 53.163 -2.213
Corby 52.488 -0.701
Coventry 52.407 -1.520
Crawley 51.109 -0.187
Crewe 53.098 -2.442
Cromer 52.931 1.302
Croydon 51.376 -0.098
Cumbernauld 55.946 -3.990
Cwmbran 51.654 -3.021
Darlington 54.524 -1.559
Dartford 51.446 0.218
Daventry 52.256 -1.162
Deal 51.223 1.402
Derby 52.923 -1.475
Derry/Londonderry 54.997 -7.309
Devizes 51.352 -1.994
Dewsbury 53.691 -1.633
Didcot 51.609 -1.242
Doncaster 53.523 -1.128
Dorchester 50.715 -2.440
Dover 51.128 1.313
Droitwich Spa/Droitwich 52.267 -2.152
Dudley 52.512 -2.081
Dumfries 55.070 -3.605
Dundee 56.462 -2.971
Dunfermline 56.072 -3.452
Dungannon 54.503 -6.767
Dunstable 51.886 -0.521
Durham 54.776 -1.575
Ealing 51.513 -0.304
Eastbourne 50.768 0.290
East Kilbride 55.764 -4.177
Eastleigh 50.969 -1.350
Edinburgh 55.953 -3.188
Ellesmere Port 53.278 -2.902
Ely 52.399 0.262
Enfield 51.652 -0.081
Enniskillen 54.344 -7.632
Epsom 51.336 -0.268
Evesham 52.092 -1.947
Exeter 50.718 -3.534
Exmouth 50.620 -3.413
Falkirk 56.002 -3.784
Falmouth 50.154 -5.071
Fareham 50.852 -1.179
Farnborough 51.294 -0.757
Farnham 51.215 -0.799
Felixstowe 51.963 1.351
Fleetwood 53.923 -3.015
Folkestone 51.081 1.166
Fort William 56.820 -5.105
Frome 51.228 -2.321
Gainsborough 53.399 -0.775
Galashiels 55.616 -2.807
Gateshead 54.952 -1.603
Gillingham 51.389 0.548
Glasgow 55.864 -4.252
Glastonbury 51.149 -2.714
Glenrothes 56.196 -3.178
Gloucester 51.864 -2.238
Godalming 51.186 -0.614
Goole 53.704 -0.874
Gosport 50.795 -1.125
Grantham 52.912 -0.642
Gravesend 51.441 0.368
Grays 51.476 0.326
Great Yarmouth/Yarmouth 52.608 1.730
Greenock 55.948 -4.762
Grimsby 53.567 -0.080
Guernsey/St Peter Port 49.455 -2.536
Guildford 51.236 -0.570
Halesowen 52.449 -2.050
Halifax 53.725 -1.863
Hamilton 55.777 -4.039
Harlow 51.768 0.111
Harrogate 53.992 -1.541
Harrow 51.580 -0.334
Hartlepool 54.691 -1.212
Harwich 51.942 1.284
Hastings 50.856 0.573
Hatfield 51.763 -0.226
Havant 50.856 -0.980
Haverfordwest 51.801 -4.971
Haverhill 52.082 0.438
Hawick 55.422 -2.787
Haywards Heath 50.998 -0.105
Hemel Hempstead 51.753 -0.448
Hereford 52.057 -2.716
Herne Bay 51.373 1.128
Hertford 51.796 -0.078
Hexham 54.971 -2.101
High Wycombe 51.629 -0.748
Hinckley 52.541 -1.373
Hitchin 51.949 -0.283
Holyhead 53.309 -4.633
Horsham 51.063 -0.327
Huddersfield 53.646 -1.785
Huntingdon 52.331 -0.183
Ilford 51.559 0.082
Ilkley 53.925 -1.822
Inverness 57.478 -4.225
Ipswich 52.057 1.148
Irvine 55.612 -4.668
Isle of Man 54.236 -4.548
Jersey/St Helier 49.187 -2.107
Keighley 53.867 -1.911
Kendal 54.328 -2.746
Kettering 52.396 -0.730
Kidderminster 52.388 -2.249
Kilmarnock 55.611 -4.496
King's Lynn/Kings Lynn 52.752 0.395
Kingston upon Hull/Hull 53.746 -0.337
Kingston upon Thames/Kingston 51.412 -0.301
Kirkcaldy 56.111 -3.164
Kirkwall 58.981 -2.960
Knaresborough 54.009 -1.467
Lancaster 54.047 -2.801
Larne 54.851 -5.823
Leamington Spa/Royal Leamington Spa/Leamington 52.292 -1.536
Leeds 53.801 -1.549
Leek 53.105 -2.024
Leicester 52.637 -1.140
Leigh 53.497 -2.518
Lerwick 60.155 -1.145
Letchworth Garden City/Letchworth 51.979 -0.229
Lewes 50.873 0.009
Lichfield 52.682 -1.826
Lincoln 53.231 -0.541
Lisburn 54.516 -6.058
Liverpool 53.408 -2.992
Livingston 55.886 -3.523
Llandudno 53.325 -3.827
Llanelli 51.682 -4.162
London 51.507 -0.128
Loughborough 52.772 -1.206
Louth 53.367 -0.006
Lowestoft 52.481 1.753
Ludlow 52.367 -2.718
Luton 51.879 -0.420
Macclesfield 53.261 -2.126
Maidenhead 51.522 -0.719
Maidstone 51.270 0.523
Malvern/Great Malvern 52.112 -2.326
Manchester 53.481 -2.243
Mansfield 53.147 -1.199
Margate 51.389 1.386
Market Harborough 52.478 -0.922
Matlock 53.138 -1.555
Melton Mowbray 52.766 -0.886
Merthyr Tydfil 51.748 -3.378
Middlesbrough 54.574 -1.235
Milton Keynes 52.041 -0.759
Minehead 51.204 -3.479
Mold 53.167 -3.142
Morecambe 54.069 -2.863
Morpeth 55.168 -1.690
Motherwell 55.789 -3.992
Neath 51.663 -3.804
Newark-on-Trent/Newark 53.076 -0.809
Newbury 51.401 -1.323
Newcastle upon Tyne/Newcastle 54.978 -1.618
Newcastle-under-Lyme 53.011 -2.227
Newport 51.584 -2.998
Newquay 50.415 -5.075
Newry 54.178 -6.338
Newton Abbot 50.529 -3.611
Newtown 52.513 -3.313
Northallerton 54.339 -1.433
Northampton 52.240 -0.903
North Shields 55.016 -1.449
Northwich 53.259 -2.518
Norwich 52.631 1.297
Nottingham 52.955 -1.158
Nuneaton 52.523 -1.468
Oban 56.415 -5.472
Oldham 53.541 -2.112
Omagh 54.600 -7.300
Ormskirk 53.567 -2.886
Oswestry 52.861 -3.054
Oxford 51.752 -1.258
Paignton 50.435 -3.564
Paisley 55.846 -4.424
Peebles 55.652 -3.188
Pembroke 51.675 -4.916
Penrith 54.664 -2.752
Penzance 50.118 -5.537
Perth 56.395 -3.431
Peterborough 52.570 -0.241
Peterhead 57.505 -1.796
Plymouth 50.375 -4.143
Pontefract 53.691 -1.312
Pontypridd 51.601 -3.342
Poole 50.715 -1.987
Port Talbot 51.592 -3.780
Portadown 54.424 -6.443
Portsmouth 50.820 -1.088
Preston 53.763 -2.703
Pwllheli 52.888 -4.417
Ramsgate 51.336 1.416
Reading 51.454 -0.978
Redcar 54.616 -1.059
Redditch 52.309 -1.945
Redhill 51.240 -0.171
Reigate 51.237 -0.206
Retford 53.322 -0.943
Rhyl 53.319 -3.491
Ripon 54.138 -1.524
Rochdale 53.614 -2.161
Rochester 51.388 0.506
Romford 51.577 0.183
Rotherham 53.430 -1.357
Rugby 52.371 -1.265
Runcorn 53.342 -2.730
Ruthin 53.115 -3.311
Rye 50.950 0.734
Saffron Walden 52.023 0.240
St Albans 51.755 -0.336
St Andrews 56.340 -2.797
St Austell 50.340 -4.790
St Davids 51.882 -5.266
St Helens 53.456 -2.737
St Ives 50.211 -5.480
St Neots 52.228 -0.270
Salford 53.488 -2.290
Salisbury 51.069 -1.795
Scarborough 54.283 -0.400
Scunthorpe 53.589 -0.654
Sevenoaks 51.272 0.190
Sheffield 53.381 -1.470
Shrewsbury 52.707 -2.754
Skegness 53.144 0.336
Skipton 53.962 -2.017
Sleaford 52.999 -0.410
Slough 51.511 -0.595
Solihull 52.412 -1.778
Southampton 50.910 -1.404
Southend-on-Sea/Southend 51.546 0.708
Southport 53.645 -3.010
South Shields 54.999 -1.433
Spalding 52.788 -0.153
Stafford 52.807 -2.117
Staines-upon-Thames/Staines 51.433 -0.511
Stamford 52.652 -0.480
Stevenage 51.904 -0.197
Stirling 56.117 -3.937
Stockport 53.411 -2.157
Stockton-on-Tees/Stockton 54.570 -1.319
Stoke-on-Trent/Stoke 53.003 -2.179
Stornoway 58.209 -6.387
Stowmarket 52.189 0.998
Stranraer 54.903 -5.024
Stratford-upon-Avon 52.192 -1.708
Stroud 51.745 -2.218
Sudbury 52.038 0.731
Sunderland 54.907 -1.384
Sutton Coldfield 52.563 -1.823
Swadlincote 52.774 -1.557
Swansea 51.621 -3.944
Swindon 51.556 -1.780
Tamworth 52.634 -1.695
Taunton 51.015 -3.103
Telford 52.677 -2.447
Tenby 51.673 -4.701
Tewkesbury 51.993 -2.159
Thetford 52.413 0.750
Thurso 58.593 -3.522
Tiverton 50.902 -3.491
Tonbridge 51.196 0.274
Torquay 50.462 -3.525
Totnes 50.432 -3.684
Trowbridge 51.320 -2.209
Truro 50.263 -5.051
Tunbridge Wells/Royal Tunbridge Wells 51.132 0.264
Uttoxeter 52.898 -1.866
Wakefield 53.683 -1.498
Walsall 52.586 -1.982
Warminster 51.205 -2.181
Warrington 53.390 -2.597
Warwick 52.282 -1.585
Watford 51.657 -0.396
Wellingborough 52.302 -0.694
Wells 51.209 -2.647
Welshpool 52.660 -3.147
Welwyn Garden City 51.801 -0.206
West Bromwich 52.519 -1.995
Weston-super-Mare 51.346 -2.977
Weymouth 50.614 -2.457
Whitby 54.486 -0.615
Whitehaven 54.549 -3.587
Wick 58.439 -3.093
Widnes 53.362 -2.734
Wigan 53.545 -2.632
Winchester 51.063 -1.308
Windsor 51.484 -0.605
Wisbech 52.666 0.160
Witney 51.785 -1.486
Woking 51.319 -0.558
Wokingham 51.411 -0.834
Wolverhampton 52.586 -2.129
Worcester 52.193 -2.221
Workington 54.643 -3.544
Worksop 53.302 -1.124
Worthing 50.818 -0.372
Wrexham 53.046 -2.992
Yeovil 50.942 -2.634
York 53.958 -1.082
`;
